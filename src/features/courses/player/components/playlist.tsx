import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

import { playerCopy } from '../content';
import type { PlayerVideo } from '../player-course';

type PlaylistProps = {
  videos: readonly PlayerVideo[];
  currentVideoId: string | undefined;
  completedIds: readonly string[];
  onSelect: (videoId: string) => void;
};

/** The course's videos in order; completed ones carry a check, the current one is marked for assistive tech. */
export function Playlist({ videos, currentVideoId, completedIds, onSelect }: PlaylistProps) {
  return (
    <List aria-label={playerCopy.playlistLabel} disablePadding>
      {videos.map((video, index) => {
        const completed = completedIds.includes(video.id);
        const current = video.id === currentVideoId;
        return (
          <ListItem key={video.id} disablePadding>
            <ListItemButton
              selected={current}
              aria-current={current ? 'true' : undefined}
              onClick={() => onSelect(video.id)}
              sx={{ borderRadius: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                {completed ? (
                  <CheckCircleIcon color="success" titleAccess={playerCopy.completedLabel} />
                ) : (
                  <PlayCircleIcon aria-hidden="true" />
                )}
              </ListItemIcon>
              <ListItemText primary={`${index + 1}. ${video.title}`} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
